// The moderation feature's public entry: what other features may use.
export { changeTakeDown } from './service';
