import { passwordRules } from './passwordRules';
import { authTexts } from './authTexts';
import './passwordRules.css';

/**
 * The strength rules, ticked live as the admin types: plain React, so the public pages and the
 * admin's change-password form show the one list.
 */
export function PasswordRulesList({
  password,
  id,
  title = authTexts.passwordRulesTitle,
}: {
  password: string;
  id: string;
  title?: string;
}) {
  return (
    <div className="auth-rules" id={id}>
      <p className="auth-rules-title">{title}</p>
      <ul>
        {passwordRules.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.id} className={met ? 'auth-rule-met' : 'auth-rule-unmet'}>
              <span aria-hidden="true" className="auth-rule-icon">
                {met ? '✓' : '•'}
              </span>
              {rule.label}
              <span className="visually-hidden">
                {' '}
                ({met ? authTexts.ruleMet : authTexts.ruleUnmet})
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
