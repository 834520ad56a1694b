// A lint rule (quiz-arena/view-commands): one way for a view to send a command (docs/conventions.md).
// A component hands a fetcher to useCommand (src/lib/use-command.ts) or to its machine, and never
// awaits `api.<action>(...)` itself (await, void, .then; also through orThrow) to change something;
// a machine's actor, inside fromPromise, is where a fetcher is awaited. Reads may be awaited: the
// actions named get_... or admin_get_..., and the few reads named otherwise.
const readsNamedOtherwise = new Set(['admin_find_players', 'admin_whoami', 'battle_room_preview', 'check_user_exists']);
const isRead = (action) =>
  action.startsWith('get_') || action.startsWith('admin_get_') || readsNamedOtherwise.has(action);

/** Inside `fromPromise(...)`: the actor a machine invokes, which is where a fetcher is awaited. */
function inActor(node) {
  for (let at = node.parent; at; at = at.parent)
    if (at.type === 'CallExpression' && at.callee.type === 'Identifier' && at.callee.name === 'fromPromise')
      return true;
  return false;
}

const viewCommands = {
  meta: {
    type: 'problem',
    docs: { description: 'a view sends a command through useCommand or a machine, never by awaiting the api itself' },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.object.type !== 'Identifier') return;
        if (callee.object.name !== 'api' || isRead(callee.property.name)) return;
        // orThrow(api.x(...)) is awaited the same way
        const wrapped = node.parent?.type === 'CallExpression' && node.parent.callee.name === 'orThrow';
        const call = wrapped ? node.parent : node;
        const parent = call.parent;
        const awaited =
          parent?.type === 'AwaitExpression' ||
          (parent?.type === 'UnaryExpression' && parent.operator === 'void') ||
          (parent?.type === 'MemberExpression' && parent.object === call && parent.property.name === 'then');
        if (awaited && !inActor(node))
          context.report({
            node,
            message: `api.${callee.property.name}: a view sends a command through useCommand (src/lib/use-command.ts) or its machine, and shows the refusal's code with messageText`,
          });
      },
    };
  },
};

export default viewCommands;
