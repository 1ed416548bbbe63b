import { createMarkupUndo as createUndo } from '../../../../src/shared/markup-undo';

describe('the undo record puts the server markup back exactly', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="a" class="one" data-x="1"><span id="b"></span></div>';
  });

  it('removes the style attribute it created, keeps classes and attributes that were there', () => {
    const a = document.getElementById('a')!;
    const before = document.body.innerHTML;
    const undo = createUndo();
    undo.style(a, { width: '10px', 'aspect-ratio': '1.5' });
    undo.style(a, { width: '20px' });
    undo.cls(a, 'one');
    undo.cls(a, 'two');
    undo.cls(a, 'one', false);
    undo.attr(a, 'data-x', '2');
    undo.attr(a, 'aria-hidden', 'true');
    undo.attr(a, 'aria-hidden', null);
    expect(a.getAttribute('style')).toBe('width: 20px; aspect-ratio: 1.5;');
    expect(a.className).toBe('two');
    undo.restore();
    expect(document.body.innerHTML).toBe(before);
  });

  it('removes its listeners and runs the added cleanups, newest first', () => {
    const b = document.getElementById('b')!;
    const undo = createUndo();
    const listener = jest.fn();
    const order: number[] = [];
    undo.on(b, 'click', listener);
    undo.add(() => order.push(1));
    undo.add(() => order.push(2));
    b.click();
    undo.restore();
    b.click();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(order).toEqual([2, 1]);
  });

  it('leaves inline styles someone else set', () => {
    const a = document.getElementById('a')!;
    a.style.color = 'red';
    const undo = createUndo();
    undo.style(a, { color: 'blue', width: '1px' });
    undo.restore();
    expect(a.getAttribute('style')).toBe('color: red;');
  });
});
