import { describe, expect, it } from 'vitest';
import { canChoose, canDecide } from '@/features/requests/decisions';

const request = (code: 'waiting' | 'accepted_by_contractor' | 'offered' | 'accepted') =>
  ({ status: { code, label: '' } }) as Parameters<typeof canDecide>[0];

describe("the client's decisions", () => {
  it('are taken on an offer or an accepted invitation only', () => {
    expect(canDecide(request('waiting'))).toBe(true);
    expect(canDecide(request('accepted_by_contractor'))).toBe(true);
    expect(canDecide(request('offered'))).toBe(false);
    expect(canDecide(request('accepted'))).toBe(false);
  });

  it('choose an executor only while the tender is open', () => {
    expect(canChoose(request('waiting'))).toBe(true);
    expect(canChoose(request('accepted_by_contractor'), 'waiting_for_requests')).toBe(true);
    expect(canChoose(request('offered'), 'waiting_for_requests')).toBe(false);
    expect(canChoose(request('waiting'), 'executor_chosen')).toBe(false);
    expect(canChoose(request('accepted_by_contractor'), 'closed_without_choice')).toBe(false);
  });
});
