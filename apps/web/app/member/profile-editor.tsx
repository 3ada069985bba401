import { Alert, Button, TextField } from '@coaz/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FileField } from '../join/file-field';
import { SelectField } from './select-field';
import { useDistricts } from './use-districts';
import { membershipKeys } from './use-membership';
import { useMembershipClient } from './use-membership-client';

type Notice = { tone: 'success' | 'error'; text: string } | undefined;

/**
 * Editing the profile: e-mail and district in one form; a new phone number confirmed by the code
 * sent to it; a photo. Each part says what went wrong and keeps what was typed.
 */
export function ProfileEditor() {
  const membership = useMembershipClient();
  const queryClient = useQueryClient();
  const districts = useDistricts();
  const profile = useQuery({
    queryKey: membershipKeys.profile,
    queryFn: ({ signal }) => membership.profile({ signal }),
  });
  const [email, setEmail] = useState('');
  const [districtId, setDistrictId] = useState('');
  const [details, setDetails] = useState<Notice>();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [phoneNotice, setPhoneNotice] = useState<Notice>();
  const [photo, setPhoto] = useState<File>();
  const [photoNotice, setPhotoNotice] = useState<Notice>();
  const loaded = profile.data;

  // Filled from the saved profile once: a later refetch must not overwrite what is being typed.
  const filled = useRef(false);
  useEffect(() => {
    if (!loaded || filled.current) return;
    filled.current = true;
    setEmail(loaded.email ?? '');
    setDistrictId(loaded.districtId ? String(loaded.districtId) : '');
  }, [loaded]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['coaz'] });

  const saveDetails = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setDetails({ tone: 'error', text: 'Enter an e-mail address such as name@example.org' });
      return;
    }
    if (!districtId) {
      setDetails({ tone: 'error', text: 'Choose your district' });
      return;
    }
    try {
      await membership.updateProfile({
        email: email.trim() || null,
        districtId: Number(districtId),
      });
      setDetails({ tone: 'success', text: 'Your details are saved.' });
      await refresh();
    } catch (error) {
      setDetails({ tone: 'error', text: (error as Error).message.replace(/^\w+: /, '') });
    }
  };

  const sendCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await membership.requestPhoneChange(phone.trim());
      setCodeSent(true);
      setPhoneNotice({
        tone: 'success',
        text: 'A six-digit code is on its way to the new number.',
      });
    } catch (error) {
      setPhoneNotice({ tone: 'error', text: (error as Error).message.replace(/^\w+: /, '') });
    }
  };

  const confirmCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await membership.confirmPhoneChange(code.trim());
      setCodeSent(false);
      setCode('');
      setPhone('');
      setPhoneNotice({ tone: 'success', text: 'Your new phone number is confirmed.' });
      await refresh();
    } catch (error) {
      setPhoneNotice({ tone: 'error', text: (error as Error).message });
    }
  };

  const savePhoto = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!photo) {
      setPhotoNotice({ tone: 'error', text: 'Choose a photo' });
      return;
    }
    try {
      await membership.uploadPhoto(photo);
      setPhotoNotice({ tone: 'success', text: 'Your photo is saved.' });
      await refresh();
    } catch (error) {
      setPhotoNotice({ tone: 'error', text: (error as Error).message.replace(/^\w+: /, '') });
    }
  };

  if (profile.isError) return <Alert tone="error">{profile.error.message}</Alert>;
  return (
    <section className="page-section" aria-labelledby="profile-editor">
      <h2 id="profile-editor">Change my details</h2>
      <form className="member-form" onSubmit={saveDetails} noValidate aria-label="Contact details">
        {details ? <Alert tone={details.tone}>{details.text}</Alert> : null}
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label="District"
          name="districtId"
          required
          value={districtId}
          onChange={(event) => setDistrictId(event.target.value)}
        >
          <option value="">Choose a district</option>
          {(districts.data ?? []).map((district) => (
            <option key={district.id} value={String(district.id)}>
              {district.name}, {district.province}
            </option>
          ))}
        </SelectField>
        <Button type="submit">Save details</Button>
      </form>
      <h3>Phone number</h3>
      <p>Now: {loaded?.phoneNumber ? `+${loaded.phoneNumber}` : 'none'}</p>
      {phoneNotice ? <Alert tone={phoneNotice.tone}>{phoneNotice.text}</Alert> : null}
      {codeSent ? (
        <form
          className="member-form"
          onSubmit={confirmCode}
          noValidate
          aria-label="Confirm the new phone number"
        >
          <TextField
            label="Code sent to the new number"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            required
          />
          <Button type="submit">Confirm the new number</Button>
        </form>
      ) : (
        <form
          className="member-form"
          onSubmit={sendCode}
          noValidate
          aria-label="Change the phone number"
        >
          <TextField
            label="New mobile number"
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            required
          />
          <Button type="submit">Send a code to the new number</Button>
        </form>
      )}
      <h3>Photo</h3>
      <form className="member-form" onSubmit={savePhoto} noValidate aria-label="Profile photo">
        {photoNotice ? <Alert tone={photoNotice.tone}>{photoNotice.text}</Alert> : null}
        <FileField
          label="Photo (JPEG, PNG or WebP)"
          name="photo"
          accept="image/jpeg,image/png,image/webp"
          file={photo}
          onChange={setPhoto}
          hint={loaded?.hasPhoto ? 'You have a photo; a new one replaces it.' : undefined}
        />
        <Button type="submit">Save photo</Button>
      </form>
    </section>
  );
}
