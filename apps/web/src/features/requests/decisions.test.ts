import { describe, expect, it } from 'vitest';
import { canDecide } from '@/features/requests/decisions';

const request = (code: 'waiting' | 'accepted_by_contractor' | 'offered' | 'accepted') =>
  ({ status: { code, label: '' } }) as Parameters<typeof canDecide>[0];

describe('canDecide', () => {
  it("takes the client's decision on an offer or an accepted invitation of an open tender", () => {
    expect(canDecide(request('waiting'))).toBe(true);
    expect(canDecide(request('accepted_by_contractor'), 'waiting_for_requests')).toBe(true);
    expect(canDecide(request('offered'), 'waiting_for_requests')).toBe(false);
    expect(canDecide(request('accepted'), 'waiting_for_requests')).toBe(false);
  });

  it('takes none once the tender has ended', () => {
    expect(canDecide(request('waiting'), 'executor_chosen')).toBe(false);
    expect(canDecide(request('accepted_by_contractor'), 'closed_without_choice')).toBe(false);
  });
});
