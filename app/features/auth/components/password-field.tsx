import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../../../components/icons';

const ToggleIcon = ({ reveal }: { reveal: boolean }) => (reveal ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />);

/**
 * A password input whose show/hide toggle is a real, focusable button named for what it will do
 * ("Show password" / "Hide password") and reporting its state with aria-pressed.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleIcon={ToggleIcon}
      visibilityToggleButtonProps={{ 'aria-label': visible ? t('password.hide') : t('password.show'), 'aria-pressed': visible }}
      {...props}
    />
  );
}
