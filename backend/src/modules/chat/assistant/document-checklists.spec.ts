import { describe, expect, it } from '@jest/globals';
import { checklistFor } from './document-checklists';
import { GENERAL_AREA, LEGAL_AREAS } from './legal-catalogue';

describe('what to prepare for the call', () => {
  it('names a list of its own for every document of the catalogue, not its area\'s', () => {
    const withoutOwn = LEGAL_AREAS.flatMap((area) =>
      area.documents.filter((doc) => checklistFor(doc.title, area.id) === checklistFor(null, area.id)).map((doc) => doc.title),
    );
    expect(withoutOwn).toEqual([]);
  });

  it('asks for both rulings before a cassation and for the arrest order before lifting an arrest', () => {
    expect(checklistFor('Касаційна скарга', 'court')).toEqual(expect.arrayContaining(['постанова апеляційного суду (повний текст)']));
    expect(checklistFor('Касаційна скарга', 'court').join(' ')).not.toMatch(/виконавц/);
    expect(checklistFor('Заява про зняття арешту з майна (рахунків)', 'court')).toContain('постанова виконавця про арешт');
  });

  it('falls back to the area and then to the general list', () => {
    expect(checklistFor(null, 'family')).toContain('свідоцтво про шлюб');
    expect(checklistFor('Невідомий документ', 'nowhere')).toBe(checklistFor(GENERAL_AREA.documents[0].title, 'general'));
  });
});
