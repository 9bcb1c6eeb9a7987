import { describe, expect, it } from 'vitest';
import { PUSH_KEY, PUSH_KEY_BYTES } from '@/test/web-push';
import { pushKeyBytes } from '@/features/notice-delivery/utils/web-push';

describe('pushKeyBytes', () => {
  it('reads a base64url key without padding, as VAPID keys are published', () => {
    expect(PUSH_KEY).toMatch(/^[\w-]+$/);
    expect(pushKeyBytes(PUSH_KEY)).toEqual(PUSH_KEY_BYTES);
    expect(pushKeyBytes('-_8')).toEqual(new Uint8Array([0xfb, 0xff]));
  });
});
