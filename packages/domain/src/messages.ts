/** Every Russian message that both the server and the web app show. Spec wording where it exists. */
export const MSG = {
  // spec 000 §5, §8
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
  userNotFound: 'Пользователь с таким логином не найден',
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
  tooManyRequests: 'Слишком много запросов. Попробуйте позже',
  server: 'Внутренняя ошибка сервера. Попробуйте позже',
  codeNotDelivered: 'Не удалось отправить код. Попробуйте позже',
  requestTooLarge: 'Файл или запрос слишком большой',
  badRequest: 'Некорректный запрос',
} as const;

export const resendIn = (seconds: number) => `Новый код можно запросить через ${seconds} с`;

/** Messages of the cabinet, projects, uploads and maps (spec 001 §8 where it has them). */
export const MSG_CABINET = {
  // spec 001 §8
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
  projectNotFound: 'Проект не найден',
  statusNotSelectable: 'Этот статус нельзя выбрать',
  coordinates: 'Некорректные координаты',
  coverRequired: 'Загрузите обложку проекта',
  unknownFile: 'Файл не найден. Загрузите его заново',
  geoQuery: 'Введите адрес для поиска',

  // ours: the client cabinet screen
  phoneChanged: 'Номер успешно изменён',
  emailChanged: 'Почта успешно изменена',
  avatarSaved: 'Фото профиля обновлено',
  passwordHintLength: 'Минимум 8 символов',
  passwordHintDigit: 'Должен содержать одну цифру',
  signInAgain: 'Все сеансы завершены. Войдите в личный кабинет с новым паролем.',
} as const;

export const fileTooLarge = (maxMb: number) => `Файл слишком большой: не более ${maxMb} МБ`;
