// Stories import the package's stylesheet for its side effect; the bundler handles the file.
declare module '*.css';
