import { RegisterWizard } from '@/features/auth/components/register-wizard';

// Route module of /auth/register.
export const RegisterRoute = RegisterWizard;
