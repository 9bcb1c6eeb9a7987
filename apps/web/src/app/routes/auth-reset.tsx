import { ResetWizard } from '@/features/auth/components/reset-wizard';

// Route module of /auth/reset.
export const ResetRoute = ResetWizard;
