// Mocha's spec output plus the plain closing line CI tools read: "N passed, N failed[, N skipped]".
const { reporters } = require('mocha');

class SpecWithSummary extends reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    runner.once('end', () => {
      const { passes, failures, pending } = runner.stats;
      process.stdout.write(`${passes} passed, ${failures} failed${pending ? `, ${pending} skipped` : ''}\n`);
    });
  }
}

module.exports = SpecWithSummary;
