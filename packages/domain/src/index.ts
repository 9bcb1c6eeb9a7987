export * from './cities';
export * from './constants';
export * from './format';
export * from './messages';
export * from './rules';
export * from './schemas';
