// The server's and the machines' play messages (the product's words) in the interface language:
// English stays word for word; other languages get the quiz namespace's translation.
import type { TFunction } from 'i18next';

const keys: Record<string, string> = {
  'Lifeline already used': 'msgLifelineUsed',
  'This Lifeline is not allowed': 'msgLifelineNotAllowed',
  "You Don't have enough coins": 'msgNotEnoughCoins',
  'You have Already Played': 'msgAlreadyPlayed',
  'This contest has ended': 'msgContestEnded',
  'This Level is Locked. Play previous levels to unlock': 'msgLevelLocked',
  'Cannot Remove Question from Bookmark.': 'msgCannotRemoveBookmark',
  'Document does not exist!': 'msgNoDocument',
  'Failed to fetch data': 'msgFailedToFetch',
  'No questions found': 'msgNoQuestions',
  'Please provide a reason for reporting': 'msgReportReason',
  'Invalid exam key': 'msgInvalidExamKey',
  'This exam has not opened yet': 'msgExamNotOpen',
  'Too many requests. Please wait a moment and try again.': 'msgTooManyRequests',
  'Please enter the Exam Key': 'msgEnterExamKey',
  'Please agree to the exam rules': 'msgAgreeRules',
  'Please select Number of Questions': 'msgSelectQuestions',
  'Please select Number of Timer': 'msgSelectTimer',
  'Battle questions cannot be bookmarked': 'msgBattleBookmark',
  'This category is locked. Unlock it with coins first': 'msgCategoryLocked',
  'The results are shown once the contest has ended': 'msgContestResultsAtEnd',
};

export const translateMessage = (t: TFunction, message: string) => {
  const key = keys[message];
  return key ? t(`quiz:${key}`, { defaultValue: message }) : message;
};
