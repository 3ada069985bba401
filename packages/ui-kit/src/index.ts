export { Alert, type AlertProps, type AlertTone } from './alert/alert';
export {
  AutoRotatingList,
  type AutoRotatingListProps,
  type RotatingItem,
} from './auto-rotating-list/auto-rotating-list';
export { rotatingWindow } from './auto-rotating-list/rotating-window';
export { BenefitTile, type BenefitTileProps } from './benefit-tile/benefit-tile';
export { Button, type ButtonProps } from './button/button';
export { CardGrid, type CardGridProps } from './card-grid/card-grid';
export {
  type PartnerGridLayout,
  type PartnerGridOptions,
  partnerGridColumns,
} from './card-grid/partner-grid-columns';
export { ContactBar, type ContactBarEntry, type ContactBarProps } from './contact-bar/contact-bar';
export {
  type DashboardMode,
  type DashboardSection,
  DashboardSidebar,
  type DashboardSidebarProps,
} from './dashboard-sidebar/dashboard-sidebar';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { ErrorPage, type ErrorPageProps } from './error-page/error-page';
export { EventCard, type EventCardProps } from './event-card/event-card';
export { ExpandableText, type ExpandableTextProps } from './expandable-text/expandable-text';
export { FileInput, type FileInputProps } from './file-input/file-input';
export {
  HeroCarousel,
  type HeroCarouselProps,
  type HeroSlide,
} from './hero-carousel/hero-carousel';
export {
  HERO_CAROUSEL_TIMING,
  type HeroCarouselAction,
  type HeroCarouselState,
  type HeroSlideRole,
  heroCarouselReducer,
  heroSlideRoles,
  initialHeroCarouselState,
} from './hero-carousel/hero-carousel-state';
export type { ImageSource } from './image/image-source';
export {
  DEFAULT_IMAGE_TYPES,
  ImageFileInput,
  type ImageFileInputProps,
} from './image-file-input/image-file-input';
export { LineClamp, type LineClampProps } from './line-clamp/line-clamp';
export type { LinkComponent, LinkComponentProps } from './link/link-component';
export { LoginEntry, type LoginEntryProps } from './login-entry/login-entry';
export { MobileDrawer, type MobileDrawerProps } from './mobile-drawer/mobile-drawer';
export {
  type NavigationItem,
  NavigationMenu,
  type NavigationMenuProps,
} from './navigation-menu/navigation-menu';
export { navigationOverflow } from './navigation-menu/navigation-overflow';
export { NewsCard, type NewsCardProps } from './news-card/news-card';
export { PartnerCard, type PartnerCardProps } from './partner-card/partner-card';
export { PasswordField, type PasswordFieldProps } from './password-field/password-field';
export type { DefaultPersonPhotos, PersonDetails, PersonGender } from './person/person-details';
export { PersonCard, type PersonCardProps } from './person-card/person-card';
export { PersonDialog, type PersonDialogProps } from './person-dialog/person-dialog';
export {
  PersonProfile,
  type PersonProfileLabels,
  type PersonProfileProps,
} from './person-profile/person-profile';
export { SearchBox, type SearchBoxProps, type SearchResult } from './search-box/search-box';
export { ServiceTile, type ServiceTileProps } from './service-tile/service-tile';
export {
  type FooterContact,
  type FooterLink,
  type FooterWorkHours,
  SiteFooter,
  type SiteFooterProps,
} from './site-footer/site-footer';
export { SiteHeader, type SiteHeaderProps } from './site-header/site-header';
export { Skeleton, type SkeletonProps } from './skeleton/skeleton';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export {
  StatisticCounter,
  type StatisticCounterProps,
} from './statistic-counter/statistic-counter';
export { type TabItem, Tabs, type TabsProps } from './tabs/tabs';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { Toast, type ToastProps } from './toast/toast';
export { VacancyCard, type VacancyCardProps } from './vacancy-card/vacancy-card';
