import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterWizard } from '@/features/auth/components/register-wizard';
import { ResetWizard } from '@/features/auth/components/reset-wizard';

// Route modules: each screen is its own chunk.
export const LoginRoute = LoginForm;
export const RegisterRoute = RegisterWizard;
export const ResetRoute = ResetWizard;
