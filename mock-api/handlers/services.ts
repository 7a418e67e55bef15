import type { HandlerModule } from '../lib/app.ts';

/** services endpoints: registered from src/dataProvider/endpoints.ts names. */
const services: HandlerModule = (_route) => {
  // filled in by the services work
};

export default services;
