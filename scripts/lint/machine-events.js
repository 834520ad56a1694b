// An oxlint plugin (its jsPlugins). First rule: one style for the events of every machine. An event is named in
// lower camelCase, with a dot before a namespace's word: `answer`, `playBot`, `timer.expired`
// (XState's own events read `xstate.done.actor...`, and a wildcard such as `timer.*` needs the dots).
// It checks the names a machine handles (the keys of each `on`) and the names it declares (the
// `type` of each member of a type named `...Event`).
const style = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$/;

const keyName = (key) => (key.type === 'Identifier' ? key.name : typeof key.value === 'string' ? key.value : null);

/** The string literals of a type: 'a', or 'a' | 'b'. */
const literals = (type) =>
  type.type === 'TSUnionType'
    ? type.types.flatMap(literals)
    : type.type === 'TSLiteralType' && typeof type.literal.value === 'string'
      ? [type.literal]
      : [];

/** The `type` members of an event type: { type: 'a' } | { type: 'b'; ... } | Other. */
function typeMembers(type) {
  if (type.type === 'TSUnionType') return type.types.flatMap(typeMembers);
  if (type.type !== 'TSTypeLiteral') return [];
  return type.members
    .filter(
      (member) =>
        member.type === 'TSPropertySignature' &&
        !member.computed &&
        keyName(member.key) === 'type' &&
        member.typeAnnotation,
    )
    .flatMap((member) => literals(member.typeAnnotation.typeAnnotation));
}

const eventNames = {
  meta: {
    type: 'problem',
    docs: { description: 'machine events are named in lower camelCase, dotted for a namespace' },
  },
  create(context) {
    const check = (node, name) => {
      if (name !== null && name !== '*' && !style.test(name))
        context.report({
          node,
          message: `Event '${name}': machine events are named in lower camelCase, dotted for a namespace (answer, playBot, timer.expired)`,
        });
    };
    return {
      Property(node) {
        const on = node.parent?.parent;
        if (on?.type === 'Property' && !on.computed && keyName(on.key) === 'on' && !node.computed)
          check(node.key, keyName(node.key));
      },
      TSTypeAliasDeclaration(node) {
        if (node.id.name.endsWith('Event'))
          for (const literal of typeMembers(node.typeAnnotation)) check(literal, literal.value);
      },
    };
  },
};

// One way for a view to send a command (docs/conventions.md): a view hands a fetcher to a machine's
// actor or to useCommand, and never awaits `api.<action>(...)` itself (await, void, .then) to change
// something (a machine's actor, inside fromPromise, awaits it). Reads may be awaited: actions named get_..., and the few reads named otherwise.
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
          (parent?.type === 'MemberExpression' && parent.object === call && keyName(parent.property) === 'then');
        if (awaited && !inActor(node))
          context.report({
            node,
            message: `api.${callee.property.name}: a view sends a command through useCommand (src/lib/use-command.ts) or its machine, and shows the refusal's code with messageText`,
          });
      },
    };
  },
};

export default { meta: { name: 'quiz-arena' }, rules: { 'event-names': eventNames, 'view-commands': viewCommands } };
