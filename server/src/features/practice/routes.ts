import { PRACTICE_MESSAGES, routes } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { AppError, Invalid } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import { readUploadedFile } from '../../platform/upload';
import * as authoring from './authoring';
import * as batteries from './batteries';
import * as service from './service';

const tags = ['practice'];
const security = [{ bearer: [] }];
const signedIn = { access: 'signedIn' } as const;
const anyone = { access: 'public' } as const;
const authors = { access: ['mentor', 'admin'] } as const;
/** A TAT or PPDT picture as uploaded (it is stored re-encoded, much smaller). */
const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

/** The practice studio (docs/product/practice.md): sets, attempts on the server's clock, answers. Mounted at /api. */
export async function practiceRoutes(app: AppInstance) {
  const { deps } = app;
  app.get('/practice/sets', { schema: routeSchema(routes.practiceSets, { tags, summary: 'Published practice sets of one test (`test`) or all, in the order they are given, each with its author and item count' }), config: anyone }, async (request) =>
    ok(await service.listSets(deps, request.query.test)),
  );
  app.get('/practice/attempts', { schema: routeSchema(routes.practiceAttempts, { tags, security, summary: "The caller's attempts, newest first" }), config: signedIn }, async (request) =>
    ok(await service.myAttempts(deps, requireUser(request))),
  );
  app.post(
    '/practice/attempts',
    { schema: routeSchema(routes.startAttempt, { tags, security, summary: 'Start an attempt (or a short practice run): a set of `test` not sat before, or the chosen `setId`; the clock starts now' }), config: signedIn },
    async (request, reply) => reply.status(201).send(ok(await service.startAttempt(deps, requireUser(request), request.body, service.timeScaleOf(deps.config, request.headers['x-practice-time-scale'])))),
  );
  app.get(
    '/practice/attempts/:id',
    // No sign-in rule: a signed-out caller gets the same 404 as anyone who is not the aspirant.
    { schema: routeSchema(routes.practiceAttempt, { tags, security, summary: 'Where an attempt stands now (the item, its time left), or its results once finished' }), config: anyone },
    async (request) => ok(await service.getAttempt(deps, request.user, request.params.id)),
  );
  app.put(
    '/practice/attempts/:id/answers',
    { schema: routeSchema(routes.saveAnswer, { tags, security, summary: 'Save an answer as typed (or kept offline, with when it was typed); refused when typed after its time (2 s grace)' }), config: signedIn },
    async (request) => ok(await service.saveAnswer(deps, requireUser(request), request.params.id, request.body)),
  );
  app.post(
    '/practice/attempts/:id/next',
    { schema: routeSchema(routes.moveOn, { tags, security, summary: 'Hand in the open booklet (SRT, SD, OIR); the next opens, never back' }), config: signedIn },
    async (request) => ok(await service.moveOn(deps, requireUser(request), request.params.id, request.body.from)),
  );
  app.post(
    '/practice/attempts/:id/stop',
    { schema: routeSchema(routes.stopAttempt, { tags, security, summary: 'End the attempt now; it is locked' }), config: signedIn },
    async (request) => ok(await service.stopAttempt(deps, requireUser(request), request.params.id)),
  );
  app.get(
    '/practice/attempts/:id/pictures/:item',
    // No sign-in rule: anyone but the aspirant, and anyone outside the picture's 30 seconds, gets the same 403.
    { schema: routeSchema(routes.attemptPicture, { tags, security, summary: "A TAT or PPDT picture, at the attempt's own address, only while it is shown" }), config: anyone },
    async (request, reply) => {
      const bytes = await service.attemptPicture(deps, request.user, request.params.id, request.params.item, request.query.token);
      return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(bytes);
    },
  );

  // Board days: the screening and psychology days' tests back to back.
  app.get('/practice/batteries', { schema: routeSchema(routes.myBatteries, { tags, security, summary: "The caller's board days, newest first" }), config: signedIn }, async (request) =>
    ok(await batteries.myBatteries(deps, requireUser(request))),
  );
  app.post(
    '/practice/batteries',
    { schema: routeSchema(routes.startBattery, { tags, security, summary: 'Begin a board day (screening: OIR and PPDT; psychology: TAT, WAT, SRT, SD), each test a set not sat before' }), config: signedIn },
    async (request, reply) => reply.status(201).send(ok(await batteries.startBattery(deps, requireUser(request), request.body))),
  );
  app.get(
    '/practice/batteries/:id',
    { schema: routeSchema(routes.battery, { tags, security, summary: 'Where a board day stands: each test, the break, the results' }), config: anyone },
    async (request) => ok(await batteries.getBattery(deps, request.user, request.params.id)),
  );
  app.post(
    '/practice/batteries/:id/next',
    { schema: routeSchema(routes.nextBatteryStep, { tags, security, summary: "\"I'm ready\": the day's next test starts now" }), config: signedIn },
    async (request) => ok(await batteries.nextStep(deps, requireUser(request), request.params.id, request.body.step, service.timeScaleOf(deps.config, request.headers['x-practice-time-scale']))),
  );
  app.post(
    '/practice/batteries/:id/stop',
    { schema: routeSchema(routes.stopBattery, { tags, security, summary: 'End the board day now (the test running ends with it)' }), config: signedIn },
    async (request) => ok(await batteries.stopBattery(deps, requireUser(request), request.params.id)),
  );

  // Authoring (coaches and admins): drafts, publishing, archiving.
  app.get('/practice/my-sets', { schema: routeSchema(routes.myPracticeSets, { tags, security, summary: "The caller's own practice sets, any status (coaches, admins)" }), config: authors }, async (request) =>
    ok(await authoring.mySets(deps, requireUser(request))),
  );
  app.post(
    '/practice/sets',
    { schema: routeSchema(routes.createPracticeSet, { tags, security, summary: 'Start a practice set as a draft (coaches, admins)' }), config: authors },
    async (request, reply) => reply.status(201).send(ok(await authoring.createSet(deps, requireUser(request), request.body))),
  );
  app.get(
    '/practice/my-sets/:id',
    { schema: routeSchema(routes.editablePracticeSet, { tags, security, summary: 'A set with every item, as its author edits it' }), config: authors },
    async (request) => ok(await authoring.editableSet(deps, requireUser(request), request.params.id)),
  );
  app.put(
    '/practice/sets/:id',
    { schema: routeSchema(routes.updatePracticeSet, { tags, security, summary: 'Save a draft set whole: title, description, timing, items' }), config: authors },
    async (request) => ok(await authoring.updateSet(deps, requireUser(request), request.params.id, request.body)),
  );
  app.post(
    '/practice/sets/:id/publish',
    { schema: routeSchema(routes.publishPracticeSet, { tags, security, summary: 'Publish a complete draft (verified coaches, admins)' }), config: authors },
    async (request) => ok(await authoring.publishSet(deps, requireUser(request), request.params.id)),
  );
  app.post(
    '/practice/sets/:id/archive',
    { schema: routeSchema(routes.archivePracticeSet, { tags, security, summary: 'Archive a set: its author, or an admin (audited)' }), config: authors },
    async (request) => ok(await authoring.archiveSet(deps, requireUser(request), request.params.id)),
  );
  app.post(
    '/practice/sets/:id/pictures',
    {
      schema: routeSchema(routes.uploadPracticePicture, { tags, security, summary: 'Upload a TAT or PPDT picture for a draft set (multipart/form-data, field "picture", 10 MB at most)', consumes: ['multipart/form-data'] }),
      config: { ...authors, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const file = await readUploadedFile(request, { maxBytes: PICTURE_MAX_BYTES }).catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? new AppError(413, PRACTICE_MESSAGES.pictureTooLarge) : error;
      });
      if (!file || file.fieldname !== 'picture') throw new Invalid(PRACTICE_MESSAGES.choosePicture, { picture: PRACTICE_MESSAGES.choosePicture });
      return reply.status(201).send(ok(await authoring.uploadPicture(deps, caller, request.params.id, file.content)));
    },
  );
}
