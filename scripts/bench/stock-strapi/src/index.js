// Nothing of ours: a stock app.
module.exports = { register() {}, bootstrap() {} };
