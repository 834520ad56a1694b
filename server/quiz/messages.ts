// The product's play messages (docs/product.md), word for word, and the few of our own.
export const alreadyPlayed = 'You have Already Played';
export const levelLocked = 'This Level is Locked. Play previous levels to unlock';
export const notEnoughCoins = "You Don't have enough coins";
export const lifelineUsed = 'Lifeline already used';
export const lifelineNotAllowed = 'This Lifeline is not allowed';
export const categoryLocked = 'This category is locked. Unlock it with coins first';
export const noQuestions = 'No questions found';
export const quizFinished = 'This quiz is already finished';
export const notInQuiz = 'This question is not part of this quiz';
export const contestEnded = 'This contest has ended';
export const battleBookmark = 'Battle questions cannot be bookmarked';
