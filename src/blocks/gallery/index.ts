export const mount = () => {};
