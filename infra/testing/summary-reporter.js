// Prints one plain closing line, "tests: N passed, N failed, N skipped", after jest's own summary, so
// tools that read a run's last line see the result without parsing jest's table.
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const failed =
      results.numFailedTests + (results.numRuntimeErrorTestSuites > 0 ? results.numRuntimeErrorTestSuites : 0);
    const line = `tests: ${results.numPassedTests} passed, ${failed} failed, ${skipped} skipped`;
    // After jest's own summary, which its summary reporter prints once every reporter has run.
    process.once('exit', () => process.stdout.write(`\n${line}\n`));
  }
}

module.exports = SummaryReporter;
