import { describe, expect, it } from '@jest/globals';
import { findQuestions } from '../../backend/src/modules/chat/assistant/understanding/client-questions';
import { ANGER_MODEL, QUESTION_MODEL } from '../../backend/src/modules/chat/assistant/understanding/question-model-data';
import { likeliestQuestionKind, questionStems, trainQuestionModel } from '../../backend/src/modules/chat/assistant/understanding/question-model';
import { CORPUS } from './corpus';
import { angerExamples, questionExamples } from './training';

describe('the question model', () => {
  it('is trained on the tuning conversations’ questions only, and retrained after the corpus changed', () => {
    const ids = QUESTION_MODEL.trainedOn.ids.split(' ');
    const heldOut = new Set(CORPUS.filter((c) => c.holdout).map((c) => c.id));
    expect(ids.filter((id) => heldOut.has(id))).toEqual([]);
    expect(ids).toEqual(CORPUS.filter((c) => !c.holdout && c.interrupt && c.expect.questions?.length).map((c) => c.id));
    // Stale data means `npm run train:assistant` was not run after an edit.
    expect(QUESTION_MODEL.kinds).toEqual(trainQuestionModel(questionExamples().examples));
  });

  it('has an anger model trained on the tuning conversations’ abuse only, and retrained after the corpus changed', () => {
    const ids = ANGER_MODEL.trainedOn.ids.split(' ');
    expect(ids).toEqual(CORPUS.filter((c) => !c.holdout && c.abuse).map((c) => c.id));
    expect(ANGER_MODEL.kinds).toEqual(trainQuestionModel(angerExamples().examples));
  });

  it('reads the first letters of each word, each once', () => {
    expect(questionStems('Скільки коштує? Скільки ж це коштуватиме')).toEqual(['скіль', 'кошту', 'це']);
  });

  it('learns a kind from its examples and is unsure of words it never saw', () => {
    const data = {
      trainedOn: { conversations: 4, ids: 'x' },
      kinds: trainQuestionModel([
        { text: 'а по грошах як у вас, дорого?', kinds: ['price'] },
        { text: 'скільки візьмете грошей за позов', kinds: ['price'] },
        { text: 'а онлайн можна, без приїзду?', kinds: ['online'] },
        { text: 'приїжджати до вас чи можна онлайн', kinds: ['online', 'hours'] },
      ]),
    };
    expect(likeliestQuestionKind('грошей багато треба?', data)).toMatchObject({ kind: 'price' });
    expect(likeliestQuestionKind('без приїзду можна?', data)!.kind).toBe('online');
    expect(likeliestQuestionKind('зззз?', data)).toBeNull();
  });

  it('stays out of the way: a pattern answers first, and a story’s own question goes to the lawyer', () => {
    expect(findQuestions('Скільки коштує позов?').map((q) => q.question.id)).toEqual(['price']);
    expect(findQuestions('Мене затопили сусіди зверху, хто відшкодує шкоду?').map((q) => q.question.id)).toEqual(['other']);
    expect(findQuestions('Решту хто платити буде?').map((q) => q.question.id)).toEqual(['other']);
  });
});
