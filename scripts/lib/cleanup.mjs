// Undo what a benchmark set up, in reverse order, whether it ends normally, fails, or is
// interrupted (Ctrl-C, SIGTERM). Each task may also give a synchronous last resort, run from
// process 'exit' when the asynchronous cleanup never got to it (kill a child, remove a folder).

const tasks = [];
let running = null;

/** Registers `run` (async) to undo something; `lastResort` (sync) runs at exit if `run` did not. */
export const onCleanup = (name, run, lastResort) => {
  const task = { name, run, lastResort, done: false };
  tasks.push(task);
  return task;
};

export const cleanup = () => {
  running ??= (async () => {
    while (tasks.length) {
      const task = tasks.pop();
      try {
        await task.run();
      } catch (error) {
        console.error(`cleanup: ${task.name} failed: ${error.message}`);
        try {
          task.lastResort?.();
        } catch {
          // nothing more to try
        }
      }
      task.done = true;
    }
  })();
  return running;
};

export const installCleanupHandlers = () => {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      console.error(`\n${signal}: stopping and cleaning up…`);
      setTimeout(() => process.exit(130), 20_000).unref();
      await cleanup();
      process.exit(130);
    });
  }
  process.once('exit', () => {
    for (const task of tasks.reverse()) {
      try {
        task.lastResort?.();
      } catch {
        // best effort
      }
    }
  });
};
