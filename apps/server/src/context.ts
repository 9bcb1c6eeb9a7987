import type { Config } from './config';
import type { Db } from './db/connect';
import type { CodeService } from './modules/auth/codes';
import type { AuthService } from './modules/auth/service';
import type { CaseService } from './modules/cases/service';
import type { ClarificationService } from './modules/clarifications/service';
import type { TrailService } from './modules/trail/service';
import type { FileService } from './modules/files/service';
import type { GeoService } from './modules/geo/service';
import type { AccountService } from './modules/profile/account-service';
import type { ProfileService } from './modules/profile/service';
import type { ProjectService } from './modules/projects/service';
import type { ContractorService } from './modules/contractors/service';
import type { LiveNotices } from './modules/notifications/live';
import type { NotificationService } from './modules/notifications/service';
import type { NoticeSettingsService } from './modules/notifications/settings';
import type { RequestService } from './modules/requests/service';
import type { ComparisonService } from './modules/requests/comparison';
import type { SroService } from './modules/sro/service';
import type { InvitationScopeService } from './modules/invitation-scope/service';
import type { TenderService } from './modules/tenders/service';

/** What every route plugin receives: configuration, the database and the services. */
export type AppContext = {
  config: Config;
  db: Db;
  services: {
    codes: CodeService;
    auth: AuthService;
    profile: ProfileService;
    account: AccountService;
    files: FileService;
    projects: ProjectService;
    geo: GeoService;
    tenders: TenderService;
    comparison: ComparisonService;
    requests: RequestService;
    notifications: NotificationService;
    live: LiveNotices;
    noticeSettings: NoticeSettingsService;
    contractors: ContractorService;
    cases: CaseService;
    clarifications: ClarificationService;
    trail: TrailService;
    sro: SroService;
    invitationScope: InvitationScopeService;
  };
};
