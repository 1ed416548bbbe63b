import { createWidgetRendering, widgetRequestOf } from '../../../src/shared/widget-rendering/rendering';

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('the widget call of any rendered block (src/shared/widget-rendering)', () => {
  it("widgetJSON names the type, the block JSON's id (else the root's id) and the block JSON as value", () => {
    const root = document.createElement('div');
    root.id = 'b1';
    expect(JSON.parse(widgetRequestOf(root, 'search', { a: 1 }).widgetJSON)).toEqual({
      type: 'search',
      id: 'b1',
      value: { a: 1 },
    });
    expect(JSON.parse(widgetRequestOf(root, 'search', { id: 7 }).widgetJSON).id).toBe('7');
  });

  it('a behaviour still mounting when the block is destroyed is unmounted once it arrives, and the server markup returns', async () => {
    document.body.innerHTML = '<div id="r"><p id="server">server</p></div>';
    const root = document.getElementById('r')!;
    const server = document.getElementById('server');
    let arrive!: (unmount: () => void) => void;
    const unmount = jest.fn();
    const destroy = createWidgetRendering(root, {
      request: { widgetJSON: '{}' },
      post: (() => Promise.resolve({ html: '<p>rendered</p>' })) as never,
      report: jest.fn(),
      behave: () => new Promise<() => void>((resolve) => (arrive = resolve)),
    });
    await settle();
    expect(root.textContent).toBe('rendered');
    destroy();
    arrive(unmount);
    await settle();
    expect(unmount).toHaveBeenCalledTimes(1);
    expect(root.firstChild).toBe(server);
  });
});
