export { Button, type ButtonProps } from './button/button';
