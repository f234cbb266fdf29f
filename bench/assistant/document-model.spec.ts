import { describe, expect, it } from '@jest/globals';
import { classifyConversation, conversationWords, openChoice } from '../../backend/src/modules/chat/assistant/classifier';
import { DOCUMENT_MODEL } from '../../backend/src/modules/chat/assistant/document-model-data';
import { documentProbabilities, modelStems, trainDocumentModel } from '../../backend/src/modules/chat/assistant/document-model';
import { CORPUS } from './corpus';
import { trainingExamples } from './training';

const top = (p: Map<string, number>) => [...p].sort((a, b) => b[1] - a[1])[0];

describe('the document model', () => {
  it('is trained on the tuning conversations only, and retrained after the corpus or the catalogue changed', () => {
    const ids = DOCUMENT_MODEL.trainedOn.ids.split(' ');
    const heldOut = new Set(CORPUS.filter((c) => c.holdout).map((c) => c.id));
    expect(ids.filter((id) => heldOut.has(id))).toEqual([]);
    expect(ids).toEqual(CORPUS.filter((c) => !c.holdout).map((c) => c.id));
    // Stale data means `npm run train:assistant` was not run after an edit.
    expect(DOCUMENT_MODEL.docs).toEqual(trainDocumentModel(trainingExamples().examples));
  });

  it('reads stems: the start of each word, each once, without the words every story has', () => {
    expect(modelStems(['аліменти', 'аліментів', 'на', 'дитину', 'що', 'тцк'])).toEqual(['аліме', 'дитин', 'тцк']);
  });

  it('gives probabilities that sum to one, leaning to the document whose clients used the words', () => {
    const p = documentProbabilities([{ words: conversationWords('ТЦК вручили повістку, а в мене мама з інвалідністю першої групи, я її доглядаю'), weight: 1 }]);
    expect([...p.values()].reduce((n, x) => n + x, 0)).toBeCloseTo(1, 6);
    expect(top(p)[0]).toMatch(/відстрочк/i);
    expect(documentProbabilities([{ words: ['ззззз', 'ччччч'], weight: 1 }]).size).toBe(0);
  });

  it('weighs a part by its weight: the goal said last can outweigh the story', () => {
    const story = conversationWords('Чоловік пішов до іншої, ми ще у шлюбі, двоє дітей, на дітей нічого не дає');
    const goal = conversationWords('аліменти на дітей');
    const even = documentProbabilities([{ words: story, weight: 1 }]);
    const heavy = documentProbabilities([{ words: story, weight: 1 }, { words: goal, weight: 3 }]);
    // 'аліменти' names the claim and the court order alike: the goal's two documents together gain.
    const alimony = (p: Map<string, number>) => p.get('Позовна заява про стягнення аліментів')! + p.get('Заява про видачу судового наказу про стягнення аліментів')!;
    expect(alimony(heavy)).toBeGreaterThan(alimony(even));
  });

  it('decides with the keywords: a story in words no keyword lists still finds its document', () => {
    // No keyword of the deferral names it outright; the clients of the corpus told such stories around it.
    const c = classifyConversation({ notes: 'Прийшла повістка з ТЦК. Я єдиний, хто доглядає батька після інсульту, він лежачий' });
    expect(c.area.id).toBe('military');
    expect(c.document).toMatch(/відстрочк/i);
    // Two goals told alike: the client is asked.
    expect(openChoice({ notes: 'Мене вигнали з роботи і не заплатили за останній місяць' })?.map((o) => o.doc.title).sort()).toEqual([
      'Позовна заява про поновлення на роботі',
      'Позовна заява про стягнення заборгованості із заробітної плати',
    ]);
  });
});
