import type { RequestCard } from '@podryad/domain';
import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';

type Props = {
  request: RequestCard;
  /** Closes the drawer and the panel it was opened from. */
  onLeave: () => void;
};

/**
 * What a contractor does from a notification's drawer: an open invitation is answered on its page
 * ('Ответить на приглашение'); any other request is read there ('Перейти к тендеру'). Both lead to
 * /profile/contractor/tenderfrom/{tenderId}, the page the notification links give.
 */
export function ContractorRequestActions({ request, onLeave }: Props) {
  const navigate = useNavigate();
  const open = request.status.code === 'offered';
  return (
    <Button
      variant={open ? 'filled' : 'light'}
      w="fit-content"
      onClick={() => {
        onLeave();
        navigate(paths.contractor.invitation(request.tender.id));
      }}
    >
      {open ? 'Ответить на приглашение' : 'Перейти к тендеру'}
    </Button>
  );
}
