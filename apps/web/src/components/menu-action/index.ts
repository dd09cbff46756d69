export { MenuAction, type MenuActionProps } from './MenuAction';
