/** The three groups the categories page lists professional categories under, in page order. */
export type ProfessionalCategoryGroup = 'Clinical Officers' | 'Licentiate' | 'Others';

/** The groups in the order the categories page shows them. */
export const professionalCategoryGroups: readonly ProfessionalCategoryGroup[] = [
  'Clinical Officers',
  'Licentiate',
  'Others',
];

/** What a category's holders are trained for and allowed to do, as the category page sets out. */
export interface ProfessionalCategoryDetails {
  /** The qualification that admits a practitioner to the category. */
  qualification: string;
  /** The qualification's level on the Zambia Qualifications Framework. */
  qualificationAuthorityLevel: string;
  /** Minimum credits of the training programme, with their notional hours. */
  minimumCreditRequirement: string;
  /** Where holders of the category usually work. */
  areaOfPractice: string;
  /** What holders may not prescribe, or may prescribe only with a doctor. */
  limitationsInDrugPrescription: string;
  /** Which statutory and legal documents holders may not sign on their own. */
  limitationInSignatory: string;
  /** The facilities and services holders may run or supervise. */
  administration: string;
  /** What holders do in clinical practice. */
  scope: string[];
}

/** A professional category of practitioners the association represents. */
export interface ProfessionalCategory {
  /** The category's name as printed on the categories page. */
  name: string;
  /**
   * Route segment: `/categories/{slug}`, and the category's key: a member's record and the member
   * API's `professionalCategory` carry it, and members have shared its address, so it never
   * changes, even where the association's site first published it misspelt.
   */
  slug: string;
  /**
   * Other spellings of the slug that lead to the category with a permanent redirect (301): the
   * correct spelling of a slug published misspelt (`specialized_clinicians` for
   * `specialized_cllinicians`), so a member who types the address as it should be spelt arrives.
   * None is the slug of another category.
   */
  redirectedSlugs?: readonly string[];
  /** The group the category is listed under. */
  group: ProfessionalCategoryGroup;
  /** One sentence on who belongs to the category. */
  summary: string;
  /**
   * The category's qualification and practice limits. Absent for the specialized category,
   * whose page shows its summary alone because each specialty sets its own terms.
   */
  details?: ProfessionalCategoryDetails;
}

const LEVEL_6 = 'Level 6, Zambia Qualifications Framework (Zambia Qualifications Authority)';
const LEVEL_7 = 'Level 7, Zambia Qualifications Framework (Zambia Qualifications Authority)';
const CREDITS_280 = '280 credits (2800 notional hours)';
const CREDITS_480 = '480 credits (4800 notional hours)';

const CLINICAL_OFFICER_SIGNATORY =
  'May not sign certain statutory and legal documents, such as medico-legal reports, police medical reports, certificates of cause of death in medico-legal cases and medical boards for retirement or compensation, without first consulting a medical doctor, who countersigns them.';
const CLINICAL_OFFICER_ADMINISTRATION =
  'May supervise and run Class C health facilities (health posts and health centres), including their staff, drug stores and reporting, and may head outpatient departments of first-level hospitals.';
const LICENTIATE_SIGNATORY =
  'May sign the medical reports and certificates of their scope of practice; documents for court, compensation and medical boards that need a specialist opinion are signed with, or referred to, a medical doctor.';
const LICENTIATE_ADMINISTRATION =
  'May run Class C facilities and first-level (district) hospital departments, and may act as medical officer in charge of a district facility where no medical doctor is posted.';

/** The ten professional categories, in the order of the categories page. */
export const professionalCategories: readonly ProfessionalCategory[] = [
  {
    name: 'Clinical Officer General',
    slug: 'general',
    group: 'Clinical Officers',
    summary:
      'Clinical officers trained in general clinical medicine and surgery, the first clinicians most Zambians meet at a health centre.',
    details: {
      qualification:
        'Diploma in Clinical Medical Sciences (three years), registered with the Health Professions Council of Zambia',
      qualificationAuthorityLevel: LEVEL_6,
      minimumCreditRequirement: CREDITS_280,
      areaOfPractice:
        'Health posts, health centres, outpatient and inpatient departments of first- and second-level hospitals, and outreach services in rural and peri-urban districts.',
      limitationsInDrugPrescription:
        'Prescribes from the essential medicines list for their level of care; controlled medicines and specialist-initiated treatment are prescribed only on the advice of a medical doctor.',
      limitationInSignatory: CLINICAL_OFFICER_SIGNATORY,
      administration: CLINICAL_OFFICER_ADMINISTRATION,
      scope: [
        'Takes histories, examines patients, orders and interprets basic investigations and makes a diagnosis.',
        'Treats common medical, surgical, paediatric and obstetric conditions and manages emergencies until referral.',
        'Performs minor surgical procedures such as suturing, incision and drainage and circumcision.',
        'Refers patients who need a higher level of care and follows them up on return.',
        'Leads health education, immunisation and disease surveillance in the catchment area.',
      ],
    },
  },
  {
    name: 'Clinical Officer Psychiatry',
    slug: 'psychiatry',
    group: 'Clinical Officers',
    summary:
      'Clinical officers trained in psychiatry who bring mental health care to district hospitals and communities.',
    details: {
      qualification:
        'Diploma in Clinical Psychiatry, registered with the Health Professions Council of Zambia',
      qualificationAuthorityLevel: LEVEL_6,
      minimumCreditRequirement: CREDITS_280,
      areaOfPractice:
        'Psychiatric units of general hospitals, psychiatric hospitals, district mental health services, prisons and community mental health outreach.',
      limitationsInDrugPrescription:
        'Prescribes psychotropic medicines on the essential list for their level; long-acting injectables, lithium and clozapine are started only on the advice of a psychiatrist or medical doctor.',
      limitationInSignatory: `${CLINICAL_OFFICER_SIGNATORY} Involuntary admission papers under the Mental Health Act are signed as the Act directs.`,
      administration:
        'May run mental health clinics and psychiatric wards of district hospitals and supervise community mental health teams.',
      scope: [
        'Assesses, diagnoses and treats common mental, neurological and substance-use disorders.',
        'Manages psychiatric emergencies and arranges safe admission and referral.',
        'Follows up patients on long-term treatment and supports their families.',
        'Trains health centre staff to recognise and refer mental illness.',
      ],
    },
  },
  {
    name: 'Clinical Officer HIV/TB',
    slug: 'hiv_tb',
    group: 'Clinical Officers',
    summary:
      'Clinical officers with further training in HIV and tuberculosis care who run antiretroviral therapy and TB clinics.',
    details: {
      qualification:
        'Diploma in Clinical Medical Sciences with certified training in HIV and TB management, registered with the Health Professions Council of Zambia',
      qualificationAuthorityLevel: LEVEL_6,
      minimumCreditRequirement: CREDITS_280,
      areaOfPractice:
        'Antiretroviral therapy clinics, TB corners and clinics, prevention of mother-to-child transmission services and HIV testing sites.',
      limitationsInDrugPrescription:
        'Prescribes first- and second-line antiretroviral and TB regimens under the national guidelines; third-line and drug-resistant TB regimens are prescribed on the advice of the clinical expert committee or a medical doctor.',
      limitationInSignatory: CLINICAL_OFFICER_SIGNATORY,
      administration: CLINICAL_OFFICER_ADMINISTRATION,
      scope: [
        'Starts and monitors antiretroviral therapy and manages side effects and treatment failure.',
        'Diagnoses and treats tuberculosis and manages HIV and TB co-infection.',
        'Manages opportunistic infections and gives preventive therapy.',
        'Keeps the clinic registers and reports that national programmes rely on.',
      ],
    },
  },
  {
    name: 'Advanced Clinical Officer',
    slug: 'advanced',
    group: 'Clinical Officers',
    summary:
      'Experienced clinical officers with an advanced diploma in a clinical field such as surgery, paediatrics or obstetrics.',
    details: {
      qualification:
        'Advanced Diploma in a clinical field after the Diploma in Clinical Medical Sciences, registered with the Health Professions Council of Zambia',
      qualificationAuthorityLevel: LEVEL_6,
      minimumCreditRequirement: CREDITS_280,
      areaOfPractice:
        'Specialist clinics and wards of district and general hospitals in the clinical field of the advanced diploma.',
      limitationsInDrugPrescription:
        'Prescribes the medicines of their clinical field for their level of care; controlled medicines are prescribed only on the advice of a medical doctor.',
      limitationInSignatory: CLINICAL_OFFICER_SIGNATORY,
      administration: `${CLINICAL_OFFICER_ADMINISTRATION} May also lead the unit of their clinical field in a district hospital.`,
      scope: [
        'Manages the more complex cases of their clinical field at district level.',
        'Performs the procedures the advanced diploma trains for.',
        'Mentors clinical officers and students in their field.',
      ],
    },
  },
  {
    name: 'Medical Licentiate Officer/Practitioner',
    slug: 'medical_licentiate_officer_practitioner',
    group: 'Licentiate',
    summary:
      'Clinical officers upgraded by a degree in clinical medicine who practise as medical licentiates.',
    details: {
      qualification:
        'Bachelor of Science in Clinical Medicine (Medical Licentiate), registered with the Health Professions Council of Zambia',
      qualificationAuthorityLevel: LEVEL_7,
      minimumCreditRequirement: CREDITS_480,
      areaOfPractice:
        'District and general hospitals, including theatre, maternity and inpatient wards, and health centres without a medical doctor.',
      limitationsInDrugPrescription:
        "Prescribes the medicines of first-level hospital care, including controlled medicines for inpatients; specialist-only medicines are prescribed on a specialist's advice.",
      limitationInSignatory: LICENTIATE_SIGNATORY,
      administration: LICENTIATE_ADMINISTRATION,
      scope: [
        'Diagnoses and treats medical, surgical, obstetric and paediatric conditions at district hospital level.',
        'Performs emergency surgery such as caesarean sections, laparotomies and orthopaedic procedures.',
        'Leads clinical teams and supervises clinical officers and interns.',
      ],
    },
  },
  {
    name: 'Medical Licentiates',
    slug: 'medical_licentiates',
    group: 'Licentiate',
    summary: 'Medical licentiates trained directly on the bachelor programme in clinical medicine.',
    details: {
      qualification:
        'Bachelor of Science in Clinical Medicine, registered with the Health Professions Council of Zambia',
      qualificationAuthorityLevel: LEVEL_7,
      minimumCreditRequirement: CREDITS_480,
      areaOfPractice:
        'First-level hospitals, urban clinics and rural health centres, often as the most senior clinician on site.',
      limitationsInDrugPrescription:
        "Prescribes the medicines of first-level hospital care; specialist-only medicines are prescribed on a specialist's advice.",
      limitationInSignatory: LICENTIATE_SIGNATORY,
      administration: LICENTIATE_ADMINISTRATION,
      scope: [
        'Provides comprehensive medical and surgical care at district level.',
        'Performs emergency obstetric and surgical procedures.',
        'Plans and supervises clinical services of a district facility.',
      ],
    },
  },
  {
    name: 'Clinical Anaesthetic Officers',
    slug: 'clinical_anaesthetic_offices',
    redirectedSlugs: ['clinical_anaesthetic_officers'],
    group: 'Others',
    summary:
      "Practitioners who give anaesthesia and run recovery care in Zambia's operating theatres.",
    details: {
      qualification:
        'Bachelor of Science in Clinical Anaesthesia, registered with the Health Professions Council of Zambia',
      qualificationAuthorityLevel: LEVEL_7,
      minimumCreditRequirement: CREDITS_480,
      areaOfPractice:
        'Operating theatres, recovery rooms, intensive care and emergency units of district, general and teaching hospitals.',
      limitationsInDrugPrescription:
        'Prescribes and gives anaesthetic, analgesic and resuscitation medicines within theatre and critical care; other prescriptions follow the general clinical officer limits.',
      limitationInSignatory:
        'Signs anaesthetic records and consent documentation for anaesthesia; other statutory and legal documents are signed by the treating medical doctor.',
      administration:
        'May run the anaesthesia service and theatre recovery unit of a district or general hospital.',
      scope: [
        'Assesses patients before surgery and plans the anaesthetic.',
        'Gives general, spinal and regional anaesthesia and sedation.',
        'Manages airways, resuscitation and pain after surgery.',
      ],
    },
  },
  {
    name: 'Mental Health Officers',
    slug: 'medical_psychiatry_officers',
    group: 'Others',
    summary: 'Degree-trained practitioners in mental health and clinical psychiatry.',
    details: {
      qualification:
        'Bachelor of Science in Mental Health and Clinical Psychiatry, registered with the Health Professions Council of Zambia',
      qualificationAuthorityLevel: LEVEL_7,
      minimumCreditRequirement: CREDITS_480,
      areaOfPractice:
        'Psychiatric hospitals and units, district mental health services, correctional facilities and rehabilitation centres.',
      limitationsInDrugPrescription:
        "Prescribes psychotropic medicines of their level, including maintenance of long-acting treatment; clozapine is started only on a psychiatrist's advice.",
      limitationInSignatory:
        "Signs mental health assessment reports of their scope; court reports and certificates that need a psychiatrist's opinion are countersigned by one.",
      administration: 'May lead district mental health programmes and psychiatric units.',
      scope: [
        'Diagnoses and treats mental illness, including severe and complex presentations.',
        'Provides psychotherapy and psychosocial rehabilitation.',
        'Plans community mental health services and trains other health workers.',
      ],
    },
  },
  {
    name: 'Clinical Ophthalmic Officers',
    slug: 'clinical_ophthalmic_offices',
    redirectedSlugs: ['clinical_ophthalmic_officers'],
    group: 'Others',
    summary:
      'Practitioners who diagnose and treat eye disease and perform eye surgery at district level.',
    details: {
      qualification:
        'Bachelor of Science in Clinical Ophthalmology, registered with the Health Professions Council of Zambia',
      qualificationAuthorityLevel: LEVEL_7,
      minimumCreditRequirement: CREDITS_480,
      areaOfPractice:
        'Eye units of district, general and teaching hospitals and outreach eye camps.',
      limitationsInDrugPrescription:
        "Prescribes ophthalmic medicines of their level; systemic specialist treatment is prescribed on an ophthalmologist's advice.",
      limitationInSignatory:
        'Signs eye examination and vision reports of their scope; medico-legal reports are countersigned by an ophthalmologist or medical doctor.',
      administration: 'May run a district eye unit and its outreach programme.',
      scope: [
        'Examines eyes, measures vision and diagnoses eye disease.',
        'Treats eye infections, injuries and glaucoma.',
        'Performs cataract and other minor eye surgery.',
      ],
    },
  },
  {
    name: 'Specialised Clinicians',
    slug: 'specialized_cllinicians',
    redirectedSlugs: ['specialized_clinicians'],
    group: 'Others',
    summary:
      'Clinicians in newer specialised fields recognised by the Health Professions Council of Zambia; the association publishes the terms of each field as its regulations are finalised.',
  },
];

/** The category with this route slug, or undefined if there is none. */
export function findProfessionalCategory(slug: string): ProfessionalCategory | undefined {
  return professionalCategories.find((category) => category.slug === slug);
}

/** The categories listed under `group`, in page order. */
export function professionalCategoriesInGroup(
  group: ProfessionalCategoryGroup,
): ProfessionalCategory[] {
  return professionalCategories.filter((category) => category.group === group);
}
