import type { Config } from './config';
import type { Db } from './db/connect';
import type { CodeService } from './modules/auth/codes';
import type { AuthService } from './modules/auth/service';
import type { ProfileService } from './modules/profile/service';

/** What every route plugin receives: configuration, the database and the services. */
export type AppContext = {
  config: Config;
  db: Db;
  services: {
    codes: CodeService;
    auth: AuthService;
    profile: ProfileService;
  };
};
