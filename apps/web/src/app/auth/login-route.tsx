import { LoginForm } from '@/features/auth/components/login-form';

// Route module of /auth/login: its own chunk, the first screen most visitors load (size budget in
// scripts/check-bundle-size.mjs).
export const LoginRoute = LoginForm;
