import { Link as WouterLink, type LinkProps } from 'wouter';

/**
 * wouter's Link, except that a link opening elsewhere (`target` other than `_self`, say a policy in
 * a new tab) is left to the browser, as React Router did: wouter would follow it in this tab.
 */
export function Link(props: LinkProps) {
  if (props.target && props.target !== '_self' && !props.asChild) {
    const { to, href = to, replace: _replace, state: _state, className, ...anchor } = props;
    return <a {...anchor} href={href} className={typeof className === 'function' ? className(false) : className} />;
  }
  return <WouterLink {...props} />;
}
