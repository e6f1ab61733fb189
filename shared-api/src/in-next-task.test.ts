import { inNextTask } from './in-next-task';

describe('inNextTask', () => {
  it('resolves in a later task: after this task’s own work and the tasks already waiting', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('a task queued before'), 0);
    const resolved = inNextTask('the loaded module').then((value) => order.push(`resolved with ${value}`));
    queueMicrotask(() => order.push('the rest of this task'));
    await resolved;
    expect(order).toEqual(['the rest of this task', 'a task queued before', 'resolved with the loaded module']);
  });
});
