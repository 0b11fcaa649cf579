import { expectFailure, listFiles, postLead, useLeadCms } from '../../../../tests/lead-requests';

// Kills the database connection of its CMS: keep it the only suite on that instance.
describe('POST /api/leads/create when the database is gone', () => {
  const context = useLeadCms();

  it('answers 503 SERVICE_UNAVAILABLE quickly and keeps no file', async () => {
    expect((await postLead(context.app)).status).toBe(201);
    const filesBefore = listFiles(context.root);

    await context.app.db.connection.destroy();
    const answer = await postLead(context.app);

    expectFailure(answer, 503, 'SERVICE_UNAVAILABLE');
    expect(answer.ms).toBeLessThan(10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listFiles(context.root)).toEqual(filesBefore);
  });
});
