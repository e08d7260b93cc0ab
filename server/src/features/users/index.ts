// The users feature's public entry: what other features may use.
export { loadUser } from './service';
export { findUserByEmail, findUserById, findUserByGoogleSubject, insertUser, lockUser, updateUser, type UserRow } from './repository';
