// the quality back end as far as the portal calls it (portal-core §7 'Session and sign-in')
import type { HandlerModule } from '../../lib/app.ts';
import * as accounts from './accounts.ts';
import * as centres from './centres.ts';
import * as questions from './questions.ts';

const quality: HandlerModule = (route) => {
  route('userById', accounts.userById);
  route('register', accounts.register, { public: true });
  route('paymentMethod', accounts.paymentMethod);

  route('centerUsers', centres.centerUsers);
  route('userCenters', centres.userCenters);
  route('createCenter', centres.createCenter);
  route('updateCenter', centres.updateCenter);

  route('category', questions.category);
  route('categories', questions.categories);
  route('questions', questions.questions);
  route('question', questions.question);
  route('attachments', questions.attachments);
};

export default quality;
