// Imported first by build scripts: React and the bundler must agree on a production build.
process.env.NODE_ENV = 'production';
