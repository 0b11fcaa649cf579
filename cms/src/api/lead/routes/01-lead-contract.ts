// The visitor's part of the /api contract (README.md, "The /api contract"). The bot check happens
// inside the intake, not in a policy: its token travels in the multipart body, which only the
// intake reads.
export default {
  routes: [
    {
      method: 'POST',
      path: '/leads/create',
      handler: 'lead.create',
      config: { auth: false, policies: ['api::lead.rate-limit', 'api::lead.submissions-open'] },
    },
  ],
};
