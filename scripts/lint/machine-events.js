// A lint rule (quiz-arena/event-names, scripts/lint/quiz-arena.js): one style for the events of every machine. An event is named in
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

export default eventNames;
