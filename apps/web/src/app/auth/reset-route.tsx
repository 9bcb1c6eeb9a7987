import { ResetWizard } from '@/features/account/components/reset-wizard';

// Route module of /auth/reset.
export const ResetRoute = ResetWizard;
