/*
 * How notices reach the signed-in user outside the site: a letter per topic, push on this device.
 * The settings are one object per account; the push subscription belongs to the browser.
 */

export const noticeSettingsQueryKey = ['notice-settings'] as const;
/** Every change of the settings, so that an answer does not overwrite a newer change's choice. */
export const noticeSettingsChangeKey = [...noticeSettingsQueryKey, 'change'] as const;
