import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CodeInput } from '@/components/code-input';

function setup() {
  const onComplete = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<CodeInput onComplete={onComplete} />);
  const boxes = Array.from({ length: 6 }, (_, i) =>
    screen.getByRole('textbox', { name: `Цифра ${i + 1} из 6` }),
  );
  return { user, onComplete, boxes };
}

describe('CodeInput', () => {
  it('shows six empty boxes labelled by position', () => {
    const { boxes } = setup();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    for (const box of boxes) expect(box).toHaveValue('');
  });

  it('moves focus to the next box after each digit', async () => {
    const { user, boxes } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('1');
    expect(boxes[0]).toHaveValue('1');
    expect(boxes[1]).toHaveFocus();
    await user.keyboard('2');
    expect(boxes[1]).toHaveValue('2');
    expect(boxes[2]).toHaveFocus();
  });

  it('ignores anything but digits', async () => {
    const { user, boxes, onComplete } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('a- ');
    expect(boxes[0]).toHaveValue('');
    expect(boxes[0]).toHaveFocus();
    await user.keyboard('7');
    expect(boxes[0]).toHaveValue('7');
    expect(boxes[1]).toHaveFocus();
    await user.keyboard('x');
    expect(boxes[1]).toHaveValue('');
    expect(boxes[1]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('goes back and clears the previous box on Backspace in an empty box', async () => {
    const { user, boxes } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('12');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes[1]).toHaveValue('');
    expect(boxes[1]).toHaveFocus();
    expect(boxes[0]).toHaveValue('1');
    await user.keyboard('{Backspace}');
    expect(boxes[0]).toHaveValue('');
    expect(boxes[0]).toHaveFocus();
  });

  it('fills every box from a pasted code and completes once', async () => {
    const { user, boxes, onComplete } = setup();
    await user.click(boxes[0]!);
    await user.paste('123456');
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('strips non-digits from a pasted code', async () => {
    const { user, boxes, onComplete } = setup();
    await user.click(boxes[0]!);
    await user.paste('12-34 56');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('completes exactly once with the six typed digits', async () => {
    const { user, boxes, onComplete } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('98765');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('4');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('does not complete with fewer than six digits', async () => {
    const { user, boxes, onComplete } = setup();
    await user.click(boxes[0]!);
    await user.paste('12345');
    expect(boxes[4]).toHaveValue('5');
    expect(boxes[5]).toHaveValue('');
    expect(boxes[5]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
  });
});
