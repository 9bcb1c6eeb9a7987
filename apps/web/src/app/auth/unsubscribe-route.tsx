import { UnsubscribePage } from '@/features/notice-delivery/components/unsubscribe-page';

// Route module of /unsubscribe: a public page, open signed in or not.
export const UnsubscribeRoute = UnsubscribePage;
