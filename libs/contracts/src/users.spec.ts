import { describe, expect, it } from '@jest/globals';
import { parseStoredUserData } from './users';

const user = { userId: 'u-1', userName: 'Олена', userPhone: '+380671234567', timestamp: 1 };

describe('parseStoredUserData (the one reading of localStorage.userData)', () => {
  it('nothing stored is no user and nothing to clear', () => {
    expect(parseStoredUserData(null)).toEqual({ user: null, corrupt: false });
    expect(parseStoredUserData(undefined)).toEqual({ user: null, corrupt: false });
  });

  it('a stored visitor is read as is', () => {
    expect(parseStoredUserData(JSON.stringify(user))).toEqual({ user, corrupt: false });
  });

  it.each([
    ['bad JSON', '{'],
    ['null', 'null'],
    ['a string', '"x"'],
    ['an empty id', JSON.stringify({ ...user, userId: '' })],
    ['no phone', JSON.stringify({ ...user, userPhone: undefined })],
    ['a text timestamp', JSON.stringify({ ...user, timestamp: '1' })],
    ['a numeric name', JSON.stringify({ ...user, userName: 5 })],
  ])('%s is corrupt (the caller clears it)', (_what, raw) => {
    expect(parseStoredUserData(raw)).toEqual({ user: null, corrupt: true });
  });
});
