/** Every Russian message that both the server and the web app show. Spec wording where it exists. */
export const MSG = {
  // the spec's wording: sign-in, registration, password recovery, profile completion
  loginRequired: 'Введите логин и пароль',
  loginInvalid: 'Введите корректный email или номер телефона',
  loginFailed: 'Неверный логин или пароль',
  phoneFormat: 'Некорректный формат телефона',
  phoneDigits: 'Телефон должен содержать только цифры',
  phoneTaken: 'Номер телефона уже зарегистрирован',
  emailFormat: 'Некорректный формат электронной почты',
  emailTaken: 'Данная почта уже зарегистрирована.',
  passwordMin: 'Пароль должен содержать минимум 8 символов.',
  passwordDigit: 'Пароль должен содержать хотя бы одну цифру.',
  passwordLetter: 'Пароль должен содержать хотя бы одну букву.',
  passwordMismatch: 'Пароли не совпадают.',
  profileType: 'Неизвестный тип профиля',
  generic: 'Произошла ошибка',
  passwordChanged: 'Пароль успешно изменён!',

  // ours, where the spec leaves the text open
  required: 'Заполните поле',
  tooLong: 'Слишком длинное значение',
  invalidValue: 'Некорректное значение',
  codeFormat: 'Код должен состоять из 6 цифр',
  codeWrong: 'Неверный код',
  codeExpired: 'Срок действия кода истёк. Запросите новый код',
  codeTooManyAttempts: 'Слишком много неверных попыток. Запросите новый код',
  codeNotRequested: 'Код не запрашивался. Запросите новый код',
  codeOtherTarget: 'Код был отправлен на другой адрес. Запросите новый код',
  registrationNotFound: 'Сессия регистрации не найдена. Начните регистрацию заново',
  phoneNotVerified: 'Сначала подтвердите номер телефона',
  emailNotRequested: 'Сначала укажите почту',
  emailNotVerified: 'Сначала подтвердите почту',
  unauthorized: 'Требуется вход в систему',
  forbidden: 'Недостаточно прав',
  notFound: 'Не найдено',
  profileExists: 'Профиль уже заполнен',
  profileMissing: 'Сначала заполните профиль',
  cityUnknown: 'Выберите город из списка',
  dateInvalid: 'Некорректная дата',
  birthDateRange: 'Дата рождения вне допустимого диапазона',
  yearFoundedDigits: 'Год основания должен содержать только цифры, не более 4',
  yearFoundedRange: 'Год основания должен быть от 1800 до текущего года',
  innDigits: 'ИНН должен содержать только цифры, не более 12',
  innLength: 'ИНН состоит из 10 цифр у организации или из 12 у ИП',
  innZeros: 'ИНН не может состоять из одних нулей',
  innChecksum: 'ИНН не прошёл проверку контрольной суммы: проверьте цифры',
  /** Beside a saved INN that fails the check (saved before the check existed). */
  innUnchecked: 'ИНН не прошёл проверку контрольной суммы: в номере может быть ошибка',
  ogrnDigits: 'ОГРН должен содержать только цифры',
  ogrnLength: 'ОГРН состоит из 13 цифр, ОГРНИП — из 15',
  ogrnZeros: 'ОГРН не может состоять из одних нулей',
  ogrnipZeros: 'ОГРНИП не может состоять из одних нулей',
  ogrnChecksum: 'ОГРН не прошёл проверку контрольной суммы: проверьте цифры',
  ogrnipChecksum: 'ОГРНИП не прошёл проверку контрольной суммы: проверьте цифры',
  tooManyRequests: 'Слишком много запросов. Попробуйте позже',
  smsBudgetSpent: 'Отправка СМС временно недоступна. Попробуйте позже',
  server: 'Внутренняя ошибка сервера. Попробуйте позже',
  /** A 503: the database or the file store did not answer; nothing of the call was done. */
  unavailable: 'Сервис временно недоступен, повторите через минуту',
  /** The button under a load that failed: loads it again. */
  retry: 'Повторить',
  badAnswer: 'Сервер прислал неожиданный ответ. Обновите страницу',
  codeNotDelivered: 'Не удалось отправить код. Попробуйте позже',
  requestTooLarge: 'Файл или запрос слишком большой',
  badRequest: 'Некорректный запрос',
  unstorableText: 'Текст содержит недопустимые символы',
  passwordLatin: 'Используйте латинские буквы (a–z): русские буквы не подходят.',
} as const;

/**
 * The checklist of a password a person chooses, the same at registration and in the cabinet. The
 * first two are the spec's words on the cabinet's 'Смена пароля'.
 */
export const MSG_PASSWORD_HINTS = {
  length: 'Минимум 8 символов',
  digit: 'Должен содержать одну цифру',
  latin: 'Должен содержать латинскую букву (a–z)',
} as const;

export const resendIn = (seconds: number) => `Новый код можно запросить через ${seconds} с`;
export const tooManyCodes = (minutes: number) =>
  `Слишком много кодов подряд. Новый код можно запросить через ${minutes} мин`;
/**
 * A list asked for a page past the last it serves (PAGE_MAX, 100: 'первые 100 страниц'; another
 * number might need another plural form). The API's 400 and the hint under the paginator.
 */
export const onlyFirstPages = (pages: number) =>
  `Доступны только первые ${pages} страниц: уточните поиск или фильтры`;
export const signInLockedFor = (minutes: number) =>
  `Слишком много неудачных попыток входа. Попробуйте через ${minutes} мин`;

/** Messages of the cabinet, projects, uploads and maps (the spec's wording where it has one). */
export const MSG_CABINET = {
  // the spec's wording
  saved: 'Изменения сохранены',
  phoneConfirmed: 'Номер успешно подтверждён',
  passwordChanged: 'Пароль успешно изменён',
  avatarUploadFailed: 'Ошибка загрузки фото',
  projectPhone: 'Телефон не указан корректно',
  projectStatusFailed: 'Ошибка при смене статуса',
  projectsLoadFailed: 'Ошибка загрузки проектов',
  projectCreateFailed: 'Ошибка создания проекта',
  uploadFailed: 'Ошибка загрузки',
  imageRemoved: 'Изображение удалено',
  error: 'Ошибка',

  // ours
  currentPasswordWrong: 'Неверный текущий пароль',
  emailConfirmed: 'Почта успешно подтверждена',
  samePhone: 'Новый номер совпадает с текущим',
  sameEmail: 'Новая почта совпадает с текущей',
  phoneStepUp: 'Сначала подтвердите текущий номер телефона',
  emailStepUp: 'Сначала подтвердите текущую почту',
  notAnImage: 'Можно загрузить только изображение: PNG, JPEG, WEBP или GIF',
  noFile: 'Файл не выбран',
  emptyFile: 'Файл пуст',
  projectNotFound: 'Проект не найден',
  statusNotSelectable: 'Этот статус нельзя выбрать',
  coordinates: 'Некорректные координаты',
  coverRequired: 'Загрузите обложку проекта',
  coverUploading: 'Дождитесь окончания загрузки обложки',
  projectMainRequired: 'Укажите название и адрес проекта',
  unknownFile: 'Файл не найден. Загрузите его заново',
  geoQuery: 'Введите адрес для поиска',

  // ours: the client cabinet screen
  phoneChanged: 'Номер успешно изменён',
  emailChanged: 'Почта успешно изменена',
  avatarSaved: 'Фото профиля обновлено',
  signInAgain: 'Все сеансы завершены. Войдите в личный кабинет с новым паролем.',
} as const;

export const fileTooLarge = (maxMb: number) => `Файл слишком большой: не более ${maxMb} МБ`;
export const uploadQuotaExceeded = (quotaMb: number) =>
  `Превышен объём загруженных файлов: не более ${quotaMb} МБ на пользователя`;
export const tooManyUploads = (minutes: number) =>
  `Слишком много загрузок. Попробуйте через ${minutes} мин`;
/** A contractor past its hourly limit of tenders opened one by one (GET /tenders/{id}). */
export const tooManyTenderReads = (minutes: number) =>
  `Слишком много просмотров тендеров за час. Попробуйте через ${minutes} мин`;

/** Messages of tenders, requests and notifications (the spec's wording where it has one). */
export const MSG_TENDERS = {
  // the spec's wording, the client side
  tenderLoadFailed: 'Ошибка загрузки тендера',
  tenderUpdateFailed: 'Ошибка при обновлении тендера',
  docsAdded: 'Документы успешно добавлены',
  docUploadFailed: 'Ошибка загрузки документа',
  tenderDeleted: 'Тендер удалён',
  tenderDeleteFailed: 'Ошибка при удалении тендера',
  tendersLoadFailed: 'Ошибка загрузки тендеров',
  invited: 'Подрядчик успешно приглашён!',
  inviteFailed: 'Ошибка приглашения',
  contractorsLoadFailed: 'Ошибка загрузки подрядчиков',
  notificationsLoadFailed: 'Ошибка загрузки уведомлений',
  coverUploadFailed: 'Ошибка загрузки',
  fileUploadFailed: 'Ошибка загрузки файла',
  contractorLoadFailed: 'Ошибка загрузки подрядчика',
  tenderCreateFailed: 'Ошибка создания тендера',
  tenderSaveFailed: 'Ошибка сохранения тендера',
  acceptFailed: 'Ошибка при принятии заявки',
  rejectFailed: 'Ошибка при отклонении заявки',
  addContractorFailed: 'Ошибка добавления подрядчика',
  docDeleteFailed: 'Ошибка при удалении документа',
  downloadFailed: 'Не удалось скачать файл: доступ запрещён или CORS',
  requestRejected: 'Заявка отклонена!',
  executorChosen: 'Подрядчик успешно выбран исполнителем!',
  contractorRejected: 'Подрядчик отклонен!',
  bannerTenderDeleted: 'Тендер удален',
  bannerDocDeleted: 'Документ удален',
  bannerSaved: 'Изменения сохранены.',
  needProject: 'Для создания тендера сначала создайте проект',
  inviteNeedsTender: 'Не выбран подрядчик или не указан тендер',
  requestsLoadFailed: 'Ошибка загрузки заявок',

  // the spec's wording, the contractor side
  offerSent: 'Коммерческое предложение успешно отправлено. Ожидайте ответа от заказчика',
  offerSendFailed: 'Ошибка отправки заявки',
  requestAccepted: 'Заявка успешно принята!',
  filesUploadFailed: 'Ошибка загрузки файлов',

  // ours, where the spec leaves the text open
  tenderNotFound: 'Тендер не найден',
  requestNotFound: 'Заявка не найдена',
  requestLoadFailed: 'Ошибка загрузки заявки',
  contractorNotFound: 'Подрядчик не найден',
  caseNotFound: 'Кейс не найден',
  projectUnknown: 'Выберите проект из списка',
  imageRequired: 'Загрузите хотя бы одно изображение',
  endBeforeStart: 'Дата окончания не может быть раньше даты начала',
  endDatePartial: 'Укажите день, месяц и год окончания или оставьте дату пустой',
  alreadyInvited: 'Этот подрядчик уже приглашён в тендер',
  alreadyOffered: 'Вы уже отправили предложение по этому тендеру',
  contractorUnavailable: 'Подрядчик сейчас не участвует в тендерах',
  executorExists: 'Исполнитель для этого тендера уже выбран',
  tenderClosed: 'Исполнитель по этому тендеру уже выбран, предложения не принимаются',
  closedWithoutChoice: 'Тендер завершён без выбора исполнителя, предложения не принимаются',
  chooseClosed: 'Тендер завершён без выбора исполнителя: выбрать исполнителя уже нельзя',
  rejectClosed:
    'Тендер завершён без выбора исполнителя: участники уже уведомлены, отклонять предложения не нужно',
  tenderWithdrawn: 'Тендер отменён заказчиком',
  reasonRequired: 'Укажите причину отказа',
  offerEmpty: 'Добавьте комментарий или файл к предложению',
  moveNotAllowed: 'Заявку в этом статусе нельзя изменить так',
  fileForbidden: 'Нет доступа к файлу',
  editModeTitle: 'Редактирование тендера',
  loading: 'Загрузка...',

  // ours: the deadline for offers
  deadlineLabel: 'Приём предложений до',
  deadlineHint: 'Московское время (МСК). Оставьте пустым, если срока нет',
  deadlineFormat: 'Укажите дату и время приёма предложений с часовым поясом',
  deadlinePast: 'Срок приёма предложений должен быть в будущем',
  deadlineTooFar: 'Срок приёма предложений — не дальше чем через 365 дней',
  deadlinePassed: 'Срок приёма предложений истёк',
  deadlinePassedInvite: 'Срок приёма предложений истёк. Продлите его, чтобы пригласить подрядчика',
  offersClosed: 'приём предложений завершён',
  offersClosedNote:
    'Срок приёма предложений истёк. Отправить предложение можно, если заказчик продлит его',
  invitationClosedNote:
    'Срок приёма предложений истёк. Принять приглашение можно, если заказчик продлит его',
  noDeadline: 'Без срока',
  deadlineChange: 'Изменить срок',
  deadlineSet: 'Установить срок',
  deadlineSaved: 'Срок приёма предложений сохранён',
  deadlineSaveFailed: 'Ошибка сохранения срока приёма предложений',
} as const;

/** Sealed offers: the flag's rules (ours). */
export const MSG_SEALED = {
  needsDeadline: 'Для закрытого приёма предложений укажите срок приёма предложений',
  hasOffers:
    'Закрытый приём предложений можно включить или выключить, только пока по тендеру нет предложений',
  deadlineEarlier:
    'Срок закрытого приёма предложений можно только продлить: сократить или снять его нельзя',
  opened: 'Предложения уже вскрыты: срок закрытого приёма предложений больше не меняется',
  chooseSealed:
    'Исполнителя можно выбрать после вскрытия предложений: закрытый приём предложений ещё не завершён',
} as const;

/** Priced offers, revisions, intent to bid and the comparison. */
export const MSG_OFFERS = {
  priceRequired: 'Укажите цену предложения',
  priceFormat: 'Укажите цену в рублях, например 1 250 000,50',
  pricePositive: 'Цена должна быть больше нуля',
  priceTooHigh: 'Цена — не больше 100 млрд ₽',
  vatRequired: 'Укажите, как цена учитывает НДС',
  vatRateRequired: 'Укажите ставку НДС',
  vatRateNotAllowed: 'Ставка НДС не указывается, если НДС не облагается',
  durationRequired: 'Укажите срок выполнения работ в днях',
  durationRange: 'Срок выполнения — от 1 до 3650 дней',
  validUntilRequired: 'Укажите, до какой даты действует предложение',
  validUntilPast: 'Дата действия предложения не может быть в прошлом',
  validUntilTooFar: 'Предложение может действовать не дольше 5 лет',
  lineTooLong: 'Каждая строка — не длиннее 300 знаков',
  tooManyLines: 'Не больше 50 строк',
  // ours: the priced offer form and how an offer reads (the web app)
  termsFormTitle: 'Цена и условия',
  termsHint:
    'Необязательно. Указав цену, заполните также НДС, срок выполнения и срок действия предложения',
  priceLabel: 'Цена, ₽',
  pricePlaceholder: 'Например, 1 250 000,50',
  priceRead: 'Цена',
  vatModeNone: 'Не указано',
  vatRateLabel: 'Ставка НДС',
  vatRateNone: 'Выберите ставку',
  durationLabel: 'Срок выполнения, дней',
  inclusionsLabel: 'Включено в стоимость',
  exclusionsLabel: 'Не включено в стоимость',
  lineAdd: 'Добавить строку',
  lineRemove: 'Удалить строку',
  reviseNotAllowed:
    'Изменить можно только отправленное предложение, пока заказчик не принял решение',
  tooManyRevisions: 'Предложение можно изменить не больше 50 раз',
  confirmNotAllowed:
    'Подтвердить можно только отправленное предложение, пока заказчик не принял решение',
  // ours: revisions and the intent to bid (the web app)
  revise: 'Изменить предложение',
  reviseTitle: 'Изменение предложения',
  revised: 'Предложение изменено',
  reviseFailed: 'Ошибка изменения предложения',
  historyTitle: 'История изменений',
  historyLoadFailed: 'Ошибка загрузки истории изменений',
  intentHint: 'Сообщите заказчику, будете ли вы участвовать, или сразу отправьте предложение',
  willBidSent: 'Вы сообщили заказчику, что будете участвовать',
  wontBidSent: 'Вы отказались от участия в тендере',
  intentFailed: 'Ошибка ответа на приглашение',
  intentNotAllowed: 'Ответить об участии можно только на приглашение, на которое ещё нет ответа',
  intentRequired: 'Выберите, будете ли вы участвовать',
  comparisonTitle: 'Сравнение предложений',
  awaitingTitle: 'Приглашённые без предложения',

  // the client's screens: the terms of an answer, its history and the comparison
  termsTitle: 'Условия предложения',
  priceWithVat: 'Цена с НДС',
  priceWithoutVat: 'Цена без НДС',
  vat: 'НДС',
  vatSum: 'Сумма НДС',
  duration: 'Срок выполнения',
  validUntil: 'Действует до',
  inclusions: 'Включено',
  exclusions: 'Не включено',
  conditions: 'Условия',
  comment: 'Комментарий',
  commentAndFiles: 'Комментарий и файлы',
  comparePrices: 'Сравнивать цены',
  tableScrolls: 'Таблица шире экрана: прокрутите её вбок или кнопками',
  scrollBack: 'Прокрутить таблицу влево',
  scrollOn: 'Прокрутить таблицу вправо',
  participation: 'Участие',
  historyFirst: 'Первая версия предложения',
  compare: 'Сравнить предложения',
  lowestPrice: 'Лучшая цена',
  shortestDuration: 'Кратчайший срок',
  chooseExecutor: 'Выбрать исполнителем',
  chooseExecutorConfirm: 'Выбрать исполнителем?',
  choose: 'Выбрать',
  comparisonLoadFailed: 'Ошибка загрузки сравнения предложений',
  comparisonEmpty: 'Предложений пока нет',
  comparisonEmptyHint:
    'Здесь появятся предложения подрядчиков, когда они ответят на тендер. Отклонённые предложения не сравниваются.',
  downloadXlsx: 'Скачать .xlsx',
  downloadXlsxFailed: 'Не удалось скачать таблицу сравнения. Попробуйте ещё раз',
  preparingXlsx: 'Файл готовится…',
} as const;

/** 'Версия 2': one version of an offer. */
export const offerVersion = (number: number) => `Версия ${number}`;
