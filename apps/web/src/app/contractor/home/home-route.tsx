import { useParams } from 'react-router';
import { ContractorHome } from '@/app/contractor/home/contractor-home';
import { Invitation } from '@/app/contractor/home/invitation';

// Route modules of the contractor's 'Мои тендеры' and the invitation page.
const idOf = (id: string | undefined) => (/^\d+$/.test(id ?? '') ? Number(id) : NaN);

export const HomeRoute = ContractorHome;

export function InvitationRoute() {
  const { id } = useParams();
  return <Invitation key={id} id={idOf(id)} />;
}
