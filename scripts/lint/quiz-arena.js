// The project's own oxlint plugin (.oxlintrc.json jsPlugins): its rules, each in a file of its own.
import eventNames from './machine-events.js';
import viewCommands from './view-commands.js';

export default { meta: { name: 'quiz-arena' }, rules: { 'event-names': eventNames, 'view-commands': viewCommands } };
