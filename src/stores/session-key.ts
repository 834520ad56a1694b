// Where the session persists (localStorage), on its own so that the offline page reads it
// without loading the app's store.
export const persistKey = 'quiz-arena';
